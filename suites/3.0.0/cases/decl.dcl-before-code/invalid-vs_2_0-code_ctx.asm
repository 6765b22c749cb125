// case: decl.dcl-before-code/invalid/vs_2_0/code_ctx (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: mov r1, c0 dcl_texcoord0 v1 add r0, r1, v1} + 2 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
dcl_texcoord v1
add r0, r1, v1
mov oPos, v0
add r2, c2, c2
mad r3, c5, c5, r2
