// case: random/valid/ps_2_sw/0 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/0 (assemble)
// expect: the tokens of valid-ps_2_sw-0.bin
// origin: random seed 1 ps_2_sw #0
ps_2_sw
dcl t4.xy
dcl_volume s6
defb b31, false
defi i8, 4, 1, 1, 0
defi i63, 1, 2, 1, 0
defb b48, false
def c37, 0.25, 4.0, 0.5, -1.0
dcl t5
dcl t0
dcl_volume s12
dcl v1.xw
crs r19.x, -c1, -t5
max_pp r20, -c0, c8191.xyxw
add r9, -c1, t5.yyzy
texldb r18, r20, s12
exp r16, t5.w
texkill t4
dsx r26.yzw, t0.wxw
dp3_sat r16, r18, t5.zxyx
m3x2 r30.xy, r9, c2727
setp_gt p0.yz, c2.zzx, c0
dp3 r20.z, c8191, r9.wxxw
texldb_pp r23, r20, s6
sub r9, -t0.zyyz, -c1.wxyw
texldd r22, r9, s6, c3, c0
pow r25, -c2.x, r20.z
frc_pp r11, r18
dsy r6.y, r20
pow r15, r20.y, r22.y
mad r15.xzw, c8191.xzxz, t0, c8191.zzyx
abs_sat r12, r16.xxyz
mad r19.yw, r26, -c2, -c1
m3x2_sat r3.xy, r9.xzyw, c7971
(!p0.y) exp r19.z, r26.w
frc r20, -r9.xzx
m4x3 r23.xyz, -r16, c1093
mov oC0, r23
mov oC1, r12
mov oC2, r16
