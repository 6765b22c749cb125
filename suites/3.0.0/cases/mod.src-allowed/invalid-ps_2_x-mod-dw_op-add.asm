// case: mod.src-allowed/invalid/ps_2_x/mod-dw_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dw, op: add}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1_dw, r1
mov oC0, c0
