// case: flow.dynamic-nesting/invalid/vs_3_sw/block-ifc_depth-25 (validate)
// expect: invalid [flow.dynamic-nesting]
// origin: template nest {block: ifc, depth: 25}
vs_3_sw
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
endif
mov o0, v0
