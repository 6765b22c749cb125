// case: mod.src-allowed/invalid/ps_1_3/mod-abs_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: abs, op: mul}
ps_1_3
mov r1, c0
mul r0, r1_abs, r1
mov r0, c0
