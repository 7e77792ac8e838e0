/** vnu-jar (no types of its own): its module is the path of the checker's jar, a String object. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
