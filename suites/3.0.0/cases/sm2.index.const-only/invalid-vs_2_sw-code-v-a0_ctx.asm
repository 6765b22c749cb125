// case: sm2.index.const-only/invalid/vs_2_sw/code-v-a0_ctx (validate)
// expect: invalid [sm2.index.const-only]
// origin: template code {code: v-a0} + 3 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mova a0.x, v0.x
mov r0, v0[a0.x]
mov oPos, v0
mov r1, c0
mov r2, c7
mov r3, c2
