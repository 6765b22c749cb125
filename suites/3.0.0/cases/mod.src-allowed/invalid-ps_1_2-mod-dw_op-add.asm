// case: mod.src-allowed/invalid/ps_1_2/mod-dw_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dw, op: add}
ps_1_2
mov r1, c0
add r0, r1_dw, r1
mov r0, c0
