// case: reg.file-available/invalid/vs_2_0/read_reg-s0 (validate)
// expect: invalid [decl.vs-inputs, reg.file-available]
// origin: template reg_src {reg: s0}
vs_2_0
dcl_position v0
mov r0, s0
mov oPos, v0
