// case: random/valid/ps_2_sw/17 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/17 (assemble)
// expect: the tokens of valid-ps_2_sw-17.bin
// origin: random seed 1 ps_2_sw #17
ps_2_sw
dcl t4.xyz
dcl t5
def c11, -2.0, -0.5, 0.125, 2.0
dcl_2d s6
def c33, -0.5, 7.144671e-5, 1.0, 0.5
def c13, 0.5, 4.0, 0.25, -1.0
def c14, 0.125, -0.5, 1.0, 1.8475231e26
dcl t7.yzw
defi i51, 3, 1, 1, 0
dcl_volume s7
dcl_centroid t2.z
nop
nrm r24, -c3
dsy r15, c2.wyyz
sincos r9.xy, -r15.x, c8190, c8191
min r23.x, -c2, c2.zywz
setp_eq p0.xzw, -r15, -c2
mul_sat r12, -c0, c0.xzyz
call l1919
pow r25, -c2.w, r9.x
crs r23.xyz, -c2, -r24
log r31, c0.w
dsx r19, -c1.zzxw
setp_ne p0.yw, -t5, -c1.wywz
m4x3 r1.xyz, -r25, c25
callnz l1303, p0.y
sub r5.xyz, c8191.xwwx, -r24.wzwx
if p0.x
    m3x4 r31, r23, c4875
    log r30, t5.z
    m4x3 r23.xyz, r25.yxwz, c2290
    lrp_pp r28.xw, r15, t5.xwyw, r30
    rep i51
        rep i51
            log_pp r18, c2.w
            callnz l1919, !b14
            dp3 r19, r25.ywzw, -r31.yzwy
            log_sat r27, c8191.x
            rcp r14.xy, -r30.w
            rcp_pp r5, c3.y
            if_le r19.y, r5.w
                call l1919
                break
                call l1919
                m3x4 r19, r27, c3876
            endif
        endrep
    endrep
endif
mov oC0, r25
mov oC1, r19
ret
label l1919
if b4
    callnz l537, p0.z
    setp_gt p0.xyz, -t5.zzzx, c1
endif
ret
label l1303
nop
frc r13.yzw, -r25.zwz
sub_sat r0, c0.xwyx, -r31.wxxz
rcp r8.yzw, r25.z
dp2add_pp r21.yz, -r13.zzyw, r19, t5.x
mad r8.xzw, c2, c2, c8191
ret
label l537
setp_ne p0.xz, -r24, -r24.wwyx
mov_sat r23, c1.wxxw
ret
