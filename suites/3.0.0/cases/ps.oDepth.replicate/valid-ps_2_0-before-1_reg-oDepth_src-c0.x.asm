// case: ps.oDepth.replicate/valid/ps_2_0/before-1_reg-oDepth_src-c0.x (validate)
// expect: valid
// case: ps.oDepth.replicate/assemble/ps_2_0/before-1_reg-oDepth_src-c0.x (assemble)
// expect: the tokens of valid-ps_2_0-before-1_reg-oDepth_src-c0.x.bin
// origin: template oc_write {before: 1, reg: oDepth, src: c0.x}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, c0.x
