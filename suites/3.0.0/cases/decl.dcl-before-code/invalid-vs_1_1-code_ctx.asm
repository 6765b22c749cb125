// case: decl.dcl-before-code/invalid/vs_1_1/code_ctx (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: mov r1, c0 dcl_texcoord0 v1 add r0, r1, v1} + 1 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
dcl_texcoord v1
add r0, r1, v1
mov oPos, v0
mov r2, c5
