// case: flow.static-nesting/invalid/ps_2_x/block-if_depth-25 (validate)
// expect: invalid [flow.static-nesting]
// origin: template nest {block: if, depth: 25}
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
endif
mov oC0, c0
