// case: flow.static-nesting/valid/vs_3_sw/block-if_depth-24 (validate)
// expect: valid
// case: flow.static-nesting/assemble/vs_3_sw/block-if_depth-24 (assemble)
// expect: the tokens of valid-vs_3_sw-block-if_depth-24.bin
// origin: template nest {block: if, depth: 24}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
if b0
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
