// case: mod.src-allowed/invalid/ps_2_0/mod-abs_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: abs, op: mad}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1_abs, r1, r1
mov oC0, c0
