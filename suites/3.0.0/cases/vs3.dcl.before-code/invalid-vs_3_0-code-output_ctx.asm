// case: vs3.dcl.before-code/invalid/vs_3_0/code-output_ctx (validate)
// expect: invalid [vs3.dcl.before-code]
// origin: template code {code: output} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
dcl_texcoord o1
mov o1, r0
mov o0, v0
add r1, c6, c6
mov r2, c7
mul r3, r2, r2
mul r4, r2, r3
