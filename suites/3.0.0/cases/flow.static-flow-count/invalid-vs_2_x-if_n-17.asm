// case: flow.static-flow-count/invalid/vs_2_x/if_n-17 (validate)
// expect: invalid [flow.static-flow-count]
// origin: template count {line: if b0 endif, n: 17}
vs_2_x
dcl_position v0
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
if b0
endif
mov oPos, v0
