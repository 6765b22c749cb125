// case: sm2.index.const-only/invalid/vs_1_1/code-v-a0_ctx (validate)
// expect: invalid [sm2.index.const-only]
// origin: template code {code: v-a0} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov a0.x, v0.x
mov r0, v0[a0.x]
mov oPos, v0
mul r1, c4, c4
mov r2, r1
add r3, c1, r2
