// case: mod.src-allowed/invalid/ps_1_3/mod-dw_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dw, op: mov}
ps_1_3
mov r1, c0
mov r0, r1_dw
mov r0, c0
