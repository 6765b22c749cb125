// case: mod.src-allowed/invalid/vs_1_1/mod-comp_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: comp, op: mov}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, 1-r1
mov oPos, v0
