// case: random/valid/ps_2_sw/9 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/9 (assemble)
// expect: the tokens of valid-ps_2_sw-9.bin
// origin: random seed 1 ps_2_sw #9
ps_2_sw
dcl_volume s9
def c8, -1.0, -1.1146386e20, 0.125, 1.0
def c16, -1.0669996e-24, 0.5, -0.5, 1.4444642e-29
dcl_centroid t5.xyw
defb b17, false
def c18, -7.557958e24, -2.0, 2.0985575e-28, 0.00041806969
defb b62, false
dcl t2.w
dcl t4.xyz
dcl t7
defi i27, 1, 0, 2, 0
dcl v1.yzw
dcl_2d s10
callnz l1017, b1
texldb r4, t7, s10
nrm r29, c1
callnz l1372, !b4
dsy r27, -v1.yzy
min r23, -r29.wxzy, c3
max r1, -t7.xwyz, -r29.wxzw
callnz l2015, b0
dsx r11.xy, r1
setp_le p0.xy, -c8191, -t4
setp_le p0.yz, r29.yyyx, c3
rcp r19, c3.w
mov r31, -c0
mov_sat r29.yw, r27.xyz
nop
m4x3 r18.xyz, r1.wzxz, c7989
abs_sat r1, c2.xzwy
lrp_sat_pp r2, c8191, c0, -t7.yyzw
texldp r8, r31, s9
mov r17, r2.ywwx
max_pp r12.xyw, t7.xwz, -r4
crs_pp r27.xz, -c2, -r17
dsy r31.z, r17.xxzy
abs r31, -r27
nrm r2.xyz, -r31.wxwx
frc r0, r19
nrm r26, v1.z
dsy r4, c0.zzx
texld r0, r27, s10
lrp_sat r22, -r31, -r19.wxwz, r0
m3x4 r9, -r0.wzzw, c3496
if !p0.x
    crs_pp r13.xy, r22, r17
    mad r8, -r17.yxxz, -r8, c2.wwwy
    sub r0.w, -r17.yyzw, -r27
    min_sat_pp r26, r17, r9.zyzy
endif
mov oC0, r2
ret
label l1017
nop
if !b7
    callnz l1372, b12
    max_pp r25.xzw, t7.wx, -c3
endif
ret
label l1372
min_pp r18.yzw, c1.xyx, c2
max r14, t7, c3
ret
label l2015
dp2add r12, c0, c8191.zx, c8191.w
rcp_sat r13.xyw, -r12.w
ret
