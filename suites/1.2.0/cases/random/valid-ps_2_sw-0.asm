// case: random/valid/ps_2_sw/0 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/0 (assemble)
// expect: the tokens of valid-ps_2_sw-0.bin
// origin: random seed 1 ps_2_sw #0
ps_2_sw
dcl t7.xy
dcl_volume s6
defb b31, false
defi i8, 4, 1, 1, 0
defi i63, 1, 2, 1, 0
defb b48, false
def c37, 0.25, 4.0, 0.5, -1.0
dcl t4
dcl_centroid t5
dcl_volume s12
dcl_centroid v1.xw
crs r19.x, -c1, -t4
max_pp r20, -c0, c8191.xyxw
add r9, -c1, t4.yyzy
texldb r18, r20, s12
exp r16, t4.w
texkill t7
dsx r26.yzw, t5.wxw
dp3_sat r16, r18, t4.zxyx
m3x2 r30.xy, r9, c2727
setp_gt p0.yz, c2.zzx, c0
dp3 r20.z, c8191, r9.wxxw
texldb_pp r23, r20, s6
sub r9, -t5.zyyz, -c1.wxyw
texldd r22, r9, s6, c1.xxxz, t5.yzwz
if p0.y
    abs r25, -c2.wzxy
    mov r24, -r18.ywwx
else
    lrp_sat r12, r9.yxyz, r18, -c8191.ywwz
    cmp r8.y, c1, c2.zzyx, -c0.yzxy
    add r3.yw, -t4, t4
    mul_pp r17, -r22, r12.xwyx
    m4x4 r14, r18.wwyw, c2611
    call l1328
    m4x3 r27.xyz, -t5, c1430
endif
mov oC0, r20
mov oC1, c8191
mov oC2, c0
ret
label l1328
ret
