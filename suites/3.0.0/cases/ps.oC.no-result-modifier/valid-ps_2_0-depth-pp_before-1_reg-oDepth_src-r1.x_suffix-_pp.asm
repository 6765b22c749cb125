// case: ps.oC.no-result-modifier/valid/ps_2_0/depth-pp_before-1_reg-oDepth_src-r1.x_suffix-_pp (validate)
// expect: valid
// case: ps.oC.no-result-modifier/assemble/ps_2_0/depth-pp_before-1_reg-oDepth_src-r1.x_suffix-_pp (assemble)
// expect: the tokens of valid-ps_2_0-depth-pp_before-1_reg-oDepth_src-r1.x_suffix-_pp.bin
// origin: template oc_write {before: 1, reg: oDepth, src: r1.x, suffix: _pp}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov_pp oDepth, r1.x
