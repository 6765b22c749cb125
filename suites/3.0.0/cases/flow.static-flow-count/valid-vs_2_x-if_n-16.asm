// case: flow.static-flow-count/valid/vs_2_x/if_n-16 (validate)
// expect: valid
// case: flow.static-flow-count/assemble/vs_2_x/if_n-16 (assemble)
// expect: the tokens of valid-vs_2_x-if_n-16.bin
// origin: template count {line: if b0 endif, n: 16}
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
mov oPos, v0
