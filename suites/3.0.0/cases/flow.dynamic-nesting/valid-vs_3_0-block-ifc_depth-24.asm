// case: flow.dynamic-nesting/valid/vs_3_0/block-ifc_depth-24 (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/vs_3_0/block-ifc_depth-24 (assemble)
// expect: the tokens of valid-vs_3_0-block-ifc_depth-24.bin
// origin: template nest {block: ifc, depth: 24}
vs_3_0
dcl_position v0
dcl_position o0
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
mov o0, v0
