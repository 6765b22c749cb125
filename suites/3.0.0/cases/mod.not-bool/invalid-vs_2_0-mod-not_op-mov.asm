// case: mod.not-bool/invalid/vs_2_0/mod-not_op-mov (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oPos, v0
