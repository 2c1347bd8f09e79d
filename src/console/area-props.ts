/** What an area's screen receives: the tenant open in the console. */
export interface AreaProps {
  alias: string;
}
