// case: decl.vs-inputs/invalid/vs_2_sw/code-v1 (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v1}
vs_2_sw
dcl_position v0
mov r0, v1
mov oPos, v0
