ps_2_0
log r0, c0
mov oC0, r0
