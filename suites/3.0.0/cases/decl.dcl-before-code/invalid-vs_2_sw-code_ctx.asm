// case: decl.dcl-before-code/invalid/vs_2_sw/code_ctx (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: mov r1, c0 dcl_texcoord0 v1 add r0, r1, v1} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
dcl_texcoord v1
add r0, r1, v1
mov oPos, v0
add r2, c2, c2
add r3, c5, r2
add r4, c7, r3
mul r5, c7, c7
mad r6, r3, r5, c7
mov r7, c0
