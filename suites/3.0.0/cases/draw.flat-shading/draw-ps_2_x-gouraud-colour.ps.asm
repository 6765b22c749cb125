ps_2_x
dcl v0
mov oC0, v0
