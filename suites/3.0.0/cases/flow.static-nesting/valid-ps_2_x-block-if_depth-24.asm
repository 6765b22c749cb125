// case: flow.static-nesting/valid/ps_2_x/block-if_depth-24 (validate)
// expect: valid
// case: flow.static-nesting/assemble/ps_2_x/block-if_depth-24 (assemble)
// expect: the tokens of valid-ps_2_x-block-if_depth-24.bin
// origin: template nest {block: if, depth: 24}
ps_2_x
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
mov oC0, c0
