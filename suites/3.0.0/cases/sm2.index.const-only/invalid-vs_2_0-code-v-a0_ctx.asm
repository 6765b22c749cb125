// case: sm2.index.const-only/invalid/vs_2_0/code-v-a0_ctx (validate)
// expect: invalid [sm2.index.const-only]
// origin: template code {code: v-a0} + 1 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mova a0.x, v0.x
mov r0, v0[a0.x]
mov oPos, v0
mul r1, c0, c0
