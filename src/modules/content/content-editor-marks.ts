/** The text state key and value of the editor's highlight mark (content-editor.ts); Lexical's own highlight bit renders the same. */
export const HIGHLIGHT_STATE = { key: 'mark', value: 'highlight' } as const
