// case: decl.vs-inputs/invalid/vs_2_sw/code-v15 (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v15}
vs_2_sw
dcl_position v0
add r0, v15, c0
mov oPos, v0
