// case: random/valid/vs_3_0/0 (validate)
// expect: valid
// case: random/assemble/vs_3_0/0 (assemble)
// expect: the tokens of valid-vs_3_0-0.bin
// origin: random seed 1 vs_3_0 #0
vs_3_0
dcl_position o0
defb b9, true
defi i12, 3, 4, 2, 0
def c24, 1.0, -0.5, 2.0, 4.8539047e17
dcl_fog5 o6.y
dcl_volume s1
dcl_position v15
dcl_normal5 o6.z
dcl_tangent13 o6.w
dcl_fog13 o6.x
dcl_psize o1
nrm r6.xyz, c255.yyx
sub r31.w, c0, c0.yz
dp3_sat r15, v15_abs, c3
callnz l537, !b5
sub r20, c0_abs.xwz, c0.wxy
rep i12
    m3x4 r17, -r15, c59
    logp r27, c3.x
    sge r8, c2, -r17.zzzx
    add_sat r17.yzw, c255, r20.xxzy
    mov r2, c2.wxzx
    callnz l160, b3
    mov r26, r8_abs
    break
    loop aL, i12
        log_sat r10, -c0[aL].x
    endloop
endrep
sgn r9, r15_abs.zwwx
setp_eq p0.xw, c3, r15.zxw
if_gt r31.w, c3.w
    lrp r1, r15_abs, v15.zyx, r15.xzxw
    sincos r2.xy, c1.y
    frc r31, c255
    mad_sat r2, c2, -r15, r31.yyxw
    nrm r30, r15_abs
    m4x3_sat r18.xyz, r20_abs, c38
    callnz l537, !p0.x
    (!p0.x) dst_sat r2, r30.wwx, r31
    lit r20, -c0_abs.wyyw
    log r14, r9.x
    pow r23, r20.w, c1.y
    log_sat r31, r30.z
    mad_sat r30.xy, c0.ywxw, r2_abs, r1
    m4x4 r21, r31.wzxz, c24
    dst r2, c0, r31.wxzw
    m3x4 r21, r6, c117
    mov r10, r9.xzy
    mul r4.xzw, r14, r1
    if b14
    endif
endif
max_sat o0, r20, r9.xwxw
mov o1.x, c255.z
min o6.y, c2, -v15.xzyz
add o6.z, -c2_abs, c2.wyxw
ret
label l537
rcp r26, c255.x
m3x3_sat r5.xyz, r26, c119
crs r19.x, r5, r26
sincos r16.x, r31.w
ret
label l160
ret
