// case: sm2.index.const-only/invalid/vs_1_1/code-v-a0 (validate)
// expect: invalid [sm2.index.const-only]
// origin: template code {code: v-a0}
vs_1_1
dcl_position v0
mov a0.x, v0.x
mov r0, v[a0.x]
mov oPos, v0
