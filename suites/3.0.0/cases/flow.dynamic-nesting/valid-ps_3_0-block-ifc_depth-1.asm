// case: flow.dynamic-nesting/valid/ps_3_0/block-ifc_depth-1 (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/ps_3_0/block-ifc_depth-1 (assemble)
// expect: the tokens of valid-ps_3_0-block-ifc_depth-1.bin
// origin: template nest {block: ifc, depth: 1}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
mov r0, c0
endif
mov oC0, c0
