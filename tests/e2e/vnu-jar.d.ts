/** The vnu-jar package ships no types: it exports the path of the Nu HTML Checker's vnu.jar, as a String object. */
declare module 'vnu-jar' {
  const jar: string;
  export default jar;
}
