// case: ps.oC.no-result-modifier/invalid/ps_2_0/depth_before-1_reg-oDepth_src-r1.x_suffix-_sat (validate)
// expect: invalid [ps.oC.no-result-modifier]
// origin: template oc_write {before: 1, reg: oDepth, src: r1.x, suffix: _sat}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov_sat oDepth, r1.x
