// case: ps.oDepth.mov-only/valid/ps_2_x/before-1_reg-oDepth_src-r1.x (validate)
// expect: valid
// case: ps.oDepth.mov-only/assemble/ps_2_x/before-1_reg-oDepth_src-r1.x (assemble)
// expect: the tokens of valid-ps_2_x-before-1_reg-oDepth_src-r1.x.bin
// origin: template oc_write {before: 1, reg: oDepth, src: r1.x}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1.x
