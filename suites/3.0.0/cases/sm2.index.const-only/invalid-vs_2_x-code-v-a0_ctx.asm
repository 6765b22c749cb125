// case: sm2.index.const-only/invalid/vs_2_x/code-v-a0_ctx (validate)
// expect: invalid [sm2.index.const-only]
// origin: template code {code: v-a0} + 6 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mova a0.x, v0.x
mov r0, v0[a0.x]
mov oPos, v0
mul r1, c5, c5
mad r2, r1, r1, c6
mul r3, r2, r2
mov r4, r1
add r5, r3, c7
mul r6, r3, c1
