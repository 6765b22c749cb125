ps_2_x
dcl t0
mov oC0, t0
