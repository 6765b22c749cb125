// case: mod.src-allowed/invalid/vs_1_1/not_mod-not_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: not, op: mov}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oPos, v0
