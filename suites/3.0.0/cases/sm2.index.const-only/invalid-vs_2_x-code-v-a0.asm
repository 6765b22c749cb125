// case: sm2.index.const-only/invalid/vs_2_x/code-v-a0 (validate)
// expect: invalid [sm2.index.const-only]
// origin: template code {code: v-a0}
vs_2_x
dcl_position v0
mova a0.x, v0.x
mov r0, v[a0.x]
mov oPos, v0
