// case: mod.src-allowed/invalid/ps_2_sw/mod-comp_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: comp, op: mov}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, 1-r1
mov oC0, c0
