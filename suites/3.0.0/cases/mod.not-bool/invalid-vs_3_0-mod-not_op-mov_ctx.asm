// case: mod.not-bool/invalid/vs_3_0/mod-not_op-mov_ctx (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov o0, v0
mul r4, c2, c2
mov r5, r4
mad r6, r5, c2, c2
