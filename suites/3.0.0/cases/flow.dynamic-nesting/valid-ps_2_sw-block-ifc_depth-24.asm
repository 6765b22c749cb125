// case: flow.dynamic-nesting/valid/ps_2_sw/block-ifc_depth-24 (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/ps_2_sw/block-ifc_depth-24 (assemble)
// expect: the tokens of valid-ps_2_sw-block-ifc_depth-24.bin
// origin: template nest {block: ifc, depth: 24}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
if_gt r1.x, c0.x
mov r0, c0
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
mov oC0, c0
