// case: decl.vs-inputs/invalid/vs_1_1/code-v15 (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v15}
vs_1_1
dcl_position v0
add r0, v15, c0
mov oPos, v0
