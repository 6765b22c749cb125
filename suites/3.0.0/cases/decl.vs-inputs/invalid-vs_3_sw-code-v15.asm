// case: decl.vs-inputs/invalid/vs_3_sw/code-v15 (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v15}
vs_3_sw
dcl_position v0
dcl_position o0
add r0, v15, c0
mov o0, v0
