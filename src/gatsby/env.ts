/** Is this process `gatsby develop` (Gatsby sets the variable for every command)? */
export const isDevelop = (): boolean => process.env.gatsby_executing_command === 'develop';
