import DragIndicator from '@mui/icons-material/DragIndicator';
import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  Input,
  ListSubheader,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Switch,
  TextareaAutosize,
  TextField,
} from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MaterialValueSelector, QueryBuilderMaterial } from '@react-querybuilder/material';
import materialAddOn from '@react-querybuilder/material/package.json';
import React, { useMemo } from 'react';
import { namedSelectors } from '../namedSelectors';
import { LIBRARY_CODE } from '../../code/libraryCode';
import type { DemoLibrary } from '../types';

/**
 * The compatibility package puts `title` on the root of MUI's Input, Checkbox and Switch; these
 * copy it to the inner <input> as its accessible name.
 */
type NamedProps = { title?: string; inputProps?: object };
function named(Component: React.ComponentType<NamedProps & { ref?: React.Ref<unknown> }>) {
  return React.forwardRef<unknown, NamedProps>(function Named(props, ref) {
    return <Component {...props} ref={ref} inputProps={{ 'aria-label': props.title, ...props.inputProps }} />;
  });
}

/** The MUI components the compatibility package renders, given up front (no lazy loading flash). */
const muiComponents = {
  Button,
  Checkbox: named(Checkbox as never),
  DragIndicator,
  FormControl,
  FormControlLabel,
  Input: named(Input as never),
  ListSubheader,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Switch: named(Switch as never),
  TextareaAutosize,
  // 8.x renders text, number and date values as a TextField, which keeps the title on its root.
  TextField: named(TextField as never),
};

// MUI's Select keeps the title on its FormControl; the focusable display element gets the name.
const controlElements = namedSelectors(MaterialValueSelector, (title) => ({ SelectDisplayProps: { 'aria-label': title } }));

/** MUI: emotion styles scoped to Mui classes; the palette mode follows the site. */
export const materialLibrary: DemoLibrary = {
  Wrapper: function MaterialWrapper({ colorMode, children }) {
    const theme = useMemo(() => createTheme({ palette: { mode: colorMode } }), [colorMode]);
    return (
      <ThemeProvider theme={theme}>
        <QueryBuilderMaterial muiComponents={muiComponents as never} controlElements={controlElements}>
          {children}
        </QueryBuilderMaterial>
      </ThemeProvider>
    );
  },
  addOn: { name: materialAddOn.name, version: materialAddOn.version },
  ...LIBRARY_CODE.material,
};
