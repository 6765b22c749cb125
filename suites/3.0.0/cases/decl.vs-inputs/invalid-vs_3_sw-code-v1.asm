// case: decl.vs-inputs/invalid/vs_3_sw/code-v1 (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v1}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v1
mov o0, v0
